include ceilometer::agent::service_credentials
