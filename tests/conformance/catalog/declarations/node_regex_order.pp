node /ground/ { notice('first regex') }
node /play/ { notice('second regex') }
