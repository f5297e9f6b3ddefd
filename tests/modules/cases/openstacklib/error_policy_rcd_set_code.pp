policy_rcd { 'apache2': set_code => '99' }
