policy_rcd { 'apache2': service => ' ' }
