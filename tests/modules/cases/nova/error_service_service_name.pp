nova_service { 'compute1': service_name => [1] }
