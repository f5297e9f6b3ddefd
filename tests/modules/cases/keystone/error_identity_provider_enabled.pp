keystone_identity_provider { 'idp': enabled => 'True!' }
