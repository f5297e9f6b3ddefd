create_resources({}, {})
