firewall { '100 x': onduplicaterulebehaviour => 'fail' }
