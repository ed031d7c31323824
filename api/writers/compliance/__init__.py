"""The sensitive-word (advertising-law) check's API: GET /text_comply/categories, POST /text_comply."""
