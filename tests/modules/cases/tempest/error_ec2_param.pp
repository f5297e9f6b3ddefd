tempest_ec2_credentials { 'creds': password => 'x' }
