include octavia::health_manager
