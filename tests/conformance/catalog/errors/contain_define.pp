class inner { notify { 'inner': } }
define wrap() { contain inner }
wrap { 'w': }
