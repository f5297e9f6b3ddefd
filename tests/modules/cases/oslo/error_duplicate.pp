oslo::log { 'keystone_config': }
oslo::log { 'keystone_config': debug => true }
