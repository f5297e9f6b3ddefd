create_resources(Notify['x'], {})
