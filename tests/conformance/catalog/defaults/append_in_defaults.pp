Notify { message +> 'x' }
