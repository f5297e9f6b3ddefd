include aodh::service_credentials
