def test_health_reports_version(client):
    response = client.get("/api/health")
    assert response.status_code == 200
    assert response.json()["status"] == "ok"


def test_unknown_api_path_is_a_localized_404(client):
    response = client.get("/api/no-such-thing", headers={"Accept-Language": "ja"})
    assert response.status_code == 404
    assert response.json() == {"code": "resource.not_found", "message": "ページが見つかりません"}
