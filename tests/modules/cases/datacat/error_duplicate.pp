datacat { '/etc/motd': template_body => 'a' }
datacat { '/etc/motd': template_body => 'b' }
