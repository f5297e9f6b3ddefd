nova_service { 'compute1': ids => ['1'] }
