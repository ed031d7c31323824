def test_openapi_documents_the_error_body_on_every_operation(client):
    schema = client.get("/api/openapi.json").json()
    assert "HTTPValidationError" not in schema["components"]["schemas"]
    error = schema["components"]["schemas"]["ErrorOut"]
    assert set(error["required"]) == {"code", "message"}
    operations = [op for item in schema["paths"].values() for op in item.values()]
    assert len(operations) > 40
    for operation in operations:
        for status in ("401", "403", "404", "422", "429"):
            ref = operation["responses"][status]["content"]["application/json"]["schema"]["$ref"]
            assert ref == "#/components/schemas/ErrorOut", operation["operationId"]

