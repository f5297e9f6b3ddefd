cs_primitive { 'p': primitive_class => 'ocf', primitive_type => 'IPaddr2', unmanaged_metadata => 5 }
