keystone_domain { '---': }
