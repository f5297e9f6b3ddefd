keystone_identity_provider { 'idp': description => ' ' }
