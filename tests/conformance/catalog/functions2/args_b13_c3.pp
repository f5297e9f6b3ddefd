create_resources(true, {})
