notify { 'a': tag => 'web::server' }
