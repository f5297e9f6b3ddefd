class foo {}
@class { 'foo': }
