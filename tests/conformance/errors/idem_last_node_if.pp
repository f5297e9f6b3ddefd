node default { if true { 1 } }
