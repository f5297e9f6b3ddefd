# Operations whose names carry a role and whose values are not Hashes: the deprecation warning, no error.
cs_primitive { 'vip': primitive_class => 'ocf', primitive_type => 'IPaddr2', provided_by => 'heartbeat', operations => { 'start:Master' => 'x' } }
