yumrepo { 'epel': baseurl => 'http://x', enabled => 1 }
