node default { tag 'role_web' notice(tagged('role_web')) notify { 'n': } }
