include haproxy
haproxy::balancermember { 'm': ports => '80' }
