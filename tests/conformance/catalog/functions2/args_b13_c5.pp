create_resources([], {})
