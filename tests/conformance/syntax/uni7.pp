notice("\uD800")
