from datetime import timedelta

from api.accounts.models import UserSession
from tests.factories import make_user


def test_a_login_older_than_the_session_lifetime_is_signed_out(client, db_session):
    owner = make_user()
    assert client.get("/api/me", headers=owner.headers).status_code == 200

    session = db_session.query(UserSession).filter_by(user_id=owner.user_id).one()
    session.created_at = session.created_at - timedelta(days=31)
    db_session.commit()

    response = client.get("/api/me", headers=owner.headers, params={"locale": "en"})
    assert response.status_code == 401
    assert response.json()["message"] == "Please sign in first"
