include haproxy
