include mongodb::server
