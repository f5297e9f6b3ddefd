cs_primitive { 'p': primitive_class => 'ocf', primitive_type => 'IPaddr2', ms_metadata => 'x' }
