create_resources(1.5, {})
