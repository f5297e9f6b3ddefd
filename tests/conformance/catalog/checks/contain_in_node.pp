class c { notify { 'c': } }
node default { contain c }
