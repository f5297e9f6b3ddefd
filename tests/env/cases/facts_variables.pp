notice($facts)
notice($::osfamily)
notice($osfamily)
notice($custom_x)
notice($trusted)
notice($server_facts)
notice($::clientcert)
notice($clientversion)
notice($clientnoop)
notice($facts["clientcert"])
notice($environment)
notice($::environment)
class a { notice($kernel) notice($facts["kernel"]) notice($::operatingsystem) }
include a
