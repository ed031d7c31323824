from api.core.events import InProcessBus
from tests.asyncio_support import run_async


def test_publish_survives_a_subscriber_whose_loop_has_closed():
    bus = InProcessBus()

    async def subscribe():
        bus.subscribe("user.1")

    run_async(subscribe)  # its loop closes when it returns: the subscriber never unsubscribed

    bus.publish("user.1", "force_logout", {"session_ids": [1]})  # must not raise
    bus.publish("user.1", "force_logout", {"session_ids": [1]})
    assert not bus._subscribers.get("user.1")
