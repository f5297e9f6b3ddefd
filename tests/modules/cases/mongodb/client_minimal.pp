include mongodb::client
