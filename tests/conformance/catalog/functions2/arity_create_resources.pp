create_resources()
