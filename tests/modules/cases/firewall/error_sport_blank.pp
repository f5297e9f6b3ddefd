firewall { '100 x': sport => ' 80' }
