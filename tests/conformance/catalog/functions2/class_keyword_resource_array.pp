class one {} class two {}
class { 'one': ; 'two': }
