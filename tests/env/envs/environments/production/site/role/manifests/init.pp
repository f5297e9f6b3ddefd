class role { include base notice('site role') }
