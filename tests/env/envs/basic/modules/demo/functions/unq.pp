function unq() { 'unq' }
