# Operations given as a Hash of arrays of non-Hashes: the deprecation warning, no error.
cs_primitive { 'vip': primitive_class => 'ocf', primitive_type => 'IPaddr2', provided_by => 'heartbeat', operations => { 'start' => ['x'] } }
