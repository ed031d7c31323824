import asyncio

from api.core.events import InProcessBus


def test_publish_survives_a_subscriber_whose_loop_has_closed():
    bus = InProcessBus()
    loop = asyncio.new_event_loop()

    async def subscribe():
        return bus.subscribe("user.1")

    loop.run_until_complete(subscribe())
    loop.close()  # the subscriber went away without unsubscribing

    bus.publish("user.1", "force_logout", {"session_ids": [1]})  # must not raise
    bus.publish("user.1", "force_logout", {"session_ids": [1]})
    assert not bus._subscribers.get("user.1")
