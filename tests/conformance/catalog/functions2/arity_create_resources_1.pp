create_resources(1, {})
