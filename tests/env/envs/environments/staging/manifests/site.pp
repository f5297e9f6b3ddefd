notice("staging ${environment} ${server_facts}")
