firewall { '100 x': checksum_fill => true }
